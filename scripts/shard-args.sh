# Sourced by lab-parallel.sh and slurm/submit.sh: splits goalscorer-cli's options between the
# merge (--json, --csv F, --report F, --sprt E0,E1) and every shard (all the rest) into the
# arrays merge_args and shard_args. --shard and --out are refused: the scripts set them.
#   split_shard_args NAME "$@"   (NAME prefixes the error message)
split_shard_args() {
    local name=$1
    shift
    shard_args=()
    merge_args=()
    while [ $# -gt 0 ]; do
        case "$1" in
            --json|--csv=*|--report=*|--sprt=*) merge_args+=("$1"); shift ;;
            --csv|--report|--sprt) merge_args+=("$1" "$2"); shift 2 ;;
            --shard|--shard=*|--out|--out=*) echo "$name: $1 is set per shard by this script" >&2; return 2 ;;
            *) shard_args+=("$1"); shift ;;
        esac
    done
}
