#include "positionbuilder.h"

namespace gs {

State PositionBuilder::build(EventList* events) const
{
    State s = s_;
    s.deriveGoneFromPosition();
    s.settle(events);
    return s;
}

}  // namespace gs
